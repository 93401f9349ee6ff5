import { z } from 'zod';
import { envelope } from './envelope';
import { pageQuery } from './page-query';

/**
 * Customer service chat built into the platform (issue 19): a brand with no live-chat
 * provider (`customerService.liveChatUrl` null) answers its members here, its support staff
 * from a queue in the console. One thread per member; the site asks for what is new every
 * few seconds (`after`), the console likewise.
 */
export const chatMessageMaxLength = 1000;

export const chatPaths = {
  chat: '/wps/support/chat',
  consoleChats: '/bo/support/chats',
  consoleChat: '/bo/support/chats/:memberId',
  consoleChatClose: '/bo/support/chats/:memberId/close',
} as const;

/** waiting: the member wrote last; answered: staff did; closed: staff closed it. */
export const chatStatuses = ['waiting', 'answered', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export const chatMessage = z.object({
  id: z.string(),
  from: z.enum(['member', 'staff']),
  /** The staff member's console name; the site shows its own "Customer service" instead. */
  staffName: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatThread = z.object({
  /** Null before the member's first message. */
  status: z.enum(chatStatuses).nullable(),
  /** Oldest first: all of them, or those after `after`. */
  messages: z.array(chatMessage),
});
export type ChatThread = z.infer<typeof chatThread>;

export const chatQuery = z.object({
  /** The id of the last message the caller has: only newer ones are sent. */
  after: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

export const chatMessageBody = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'chat_message_empty')
    .max(chatMessageMaxLength, 'chat_message_too_long'),
});
export type ChatMessageBody = z.infer<typeof chatMessageBody>;

export const consoleChatSummary = z.object({
  memberId: z.string(),
  username: z.string(),
  status: z.enum(chatStatuses),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** Since when the member has been waiting for an answer; null when not waiting. */
  waitingSince: z.string().nullable(),
});
export type ConsoleChatSummary = z.infer<typeof consoleChatSummary>;

export const consoleChatsQuery = z.object({
  status: z.enum(chatStatuses).default('waiting'),
  ...pageQuery,
});

export const consoleChatPage = z.object({
  list: z.array(consoleChatSummary),
  total: z.number().int(),
});

export const memberIdParams = z.object({ memberId: z.string().regex(/^\d{1,18}$/) });

export const endpoints = {
  chat: {
    method: 'GET',
    path: chatPaths.chat,
    summary: "The member's customer service thread (or what is new in it)",
    query: chatQuery,
    response: envelope(chatThread),
  },
  sendChat: {
    method: 'POST',
    path: chatPaths.chat,
    summary: 'Write to customer service',
    body: chatMessageBody,
    response: envelope(chatMessage),
  },
} as const;

export const consoleEndpoints = {
  chats: {
    method: 'GET',
    path: chatPaths.consoleChats,
    summary: 'The customer service queue: threads by status, longest waiting first',
    query: consoleChatsQuery,
    response: envelope(consoleChatPage),
  },
  chat: {
    method: 'GET',
    path: chatPaths.consoleChat,
    summary: "A member's thread (or what is new in it)",
    params: memberIdParams,
    query: chatQuery,
    response: envelope(chatThread),
  },
  reply: {
    method: 'POST',
    path: chatPaths.consoleChat,
    summary: 'Answer a member',
    params: memberIdParams,
    body: chatMessageBody,
    response: envelope(chatMessage),
  },
  close: {
    method: 'POST',
    path: chatPaths.consoleChatClose,
    summary: 'Close a thread (the member writing again opens it)',
    params: memberIdParams,
    response: envelope(z.object({ closed: z.boolean() })),
  },
} as const;
