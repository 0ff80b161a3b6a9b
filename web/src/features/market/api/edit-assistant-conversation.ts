import { useMutation } from '@tanstack/react-query';
import type { ConversationEdit } from '@/lib/conversation-api.ts';
import type { OfflineConversations } from '@/lib/offline-conversations.ts';

/**
 * PATCH /api/conversations/{id} (rename, star) and DELETE /api/conversations/{id} through the
 * offline-first store: the change shows at once and is sent when the server can be reached.
 */
export function useEditAssistantConversation(store: OfflineConversations) {
  // Like asking, never paused offline: the store keeps the change and sends it later.
  return useMutation({ networkMode: 'always', mutationFn: ({ id, edit }: { id: string; edit: ConversationEdit }) => store.update(id, edit) });
}

export function useDeleteAssistantConversation(store: OfflineConversations) {
  return useMutation({ networkMode: 'always', mutationFn: (id: string) => store.remove(id) });
}
