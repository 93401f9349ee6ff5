import { contentChat, type contentChat as chat } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

const { chatPaths } = contentChat;
export const chatKey = ['support', 'chat'] as const;

/** How often an open chat asks for news: an answer shows within this, never a hammering. */
export const chatPollMs = 5_000;

/** The member's thread, asked again every few seconds while the panel is open. */
export function useChatThread(enabled: boolean) {
  return useQuery({
    queryKey: chatKey,
    queryFn: ({ signal }) =>
      call<typeof contentChat.endpoints.chat>(chatPaths.chat, { query: {}, signal }),
    enabled,
    refetchInterval: enabled ? chatPollMs : false,
  });
}

/** Sends a message; the thread shows it at once (the answer carries the stored message). */
export function useSendChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call<typeof contentChat.endpoints.sendChat>(chatPaths.chat, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<chat.ChatThread>(chatKey, (thread) => ({
        status: 'waiting',
        messages: [...(thread?.messages ?? []), message],
      }));
    },
  });
}
