import { contentChat } from '@croupier/contract';
import { callEndpoint, endpointQuery, keepWithinList } from '../../api/calls';

const { consoleEndpoints: endpoints } = contentChat;
export type ChatStatus = contentChat.ChatStatus;

/** How often the queue and the open thread ask for news while the page is open. */
export const chatRefreshMs = 10_000;

export function chatQueueQuery(merchant: string, status: ChatStatus, pageNo: number) {
  const list = ['support', 'chats', merchant, status];
  return {
    ...endpointQuery([...list, pageNo], endpoints.chats, {
      query: { status, pageNo, pageSize: 20 },
    }),
    placeholderData: keepWithinList(list),
    refetchInterval: chatRefreshMs,
  };
}

export function chatThreadQuery(merchant: string, memberId: string) {
  return {
    ...endpointQuery(['support', 'chat', merchant, memberId], endpoints.chat, {
      params: { memberId },
      query: {},
    }),
    refetchInterval: chatRefreshMs,
  };
}

export const replyToChat = (memberId: string, body: string) =>
  callEndpoint(endpoints.reply, { params: { memberId }, body: { body } });

export const closeChat = (memberId: string) =>
  callEndpoint(endpoints.close, { params: { memberId } });
