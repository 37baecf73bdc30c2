import { hashKey, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../generated/openapi';
import { isNotFoundError } from '../errors/jogak-api-error';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';
import type { UploadFile } from '../upload-file/upload-file';
import type { PageParams } from './vote-queries';

export type FaqListParams = NonNullable<operations['listFaqs']['parameters']['query']>;
export type QnaInput = components['schemas']['QnaInput'];
export type QnaAttachment = components['schemas']['QnaAttachment'];

/**
 * Query options for the boards: notices, FAQ, the member's 1:1 inquiries, events, stories, press.
 *
 * @example
 * const { data } = useQuery(boardQueries.notices({ page: 0 }));
 * const { data: faq } = useQuery(boardQueries.faqs({ category: 'TRADE' }));
 */
export const boardQueries = {
  all: () => ['board'] as const,
  notices: (params: PageParams = {}) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'notice', 'list', params] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/notices', { params: { query: params }, signal })),
    }),
  notice: (id: number) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'notice', 'detail', id] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/notices/{id}', { params: { path: { id } }, signal })),
    }),
  faqs: (params: FaqListParams = {}) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'faq', 'list', params] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/board/faqs', { params: { query: params }, signal })),
    }),
  faq: (id: number) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'faq', 'detail', id] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/faqs/{id}', { params: { path: { id } }, signal })),
    }),
  qnas: (params: PageParams = {}) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'qna', 'list', params] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/board/qnas', { params: { query: params }, signal })),
    }),
  qna: (id: number) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'qna', 'detail', id] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/qnas/{id}', { params: { path: { id } }, signal })),
    }),
  events: (params: PageParams = {}) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'event', 'list', params] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/events', { params: { query: params }, signal })),
    }),
  event: (id: number) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'event', 'detail', id] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/events/{id}', { params: { path: { id } }, signal })),
    }),
  stories: (params: PageParams = {}) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'story', 'list', params] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/stories', { params: { query: params }, signal })),
    }),
  story: (id: number) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'story', 'detail', id] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/board/stories/{id}', { params: { path: { id } }, signal })),
    }),
  press: (params: PageParams = {}) =>
    queryOptions({
      queryKey: [...boardQueries.all(), 'press', 'list', params] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/board/press', { params: { query: params }, signal })),
    }),
};

const invalidateQnas = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: [...boardQueries.all(), 'qna'] });

/**
 * Mutations on the member's 1:1 inquiries; on success the Q&A list and details refresh.
 * Creating and deleting start that reload without waiting for it (the list they return to asks
 * again when it opens). Updating waits for it: its form holds the inquiry on screen, and the
 * inquiry it returns to reads that reload from its first frame, never the text before the edit.
 *
 * @example
 * useMutation(boardMutations.createQna()).mutate({ category: 'TRADE', title: '주문 문의', contents: '…' });
 * const attachment = await uploadMutation.mutateAsync({ fileName: 'a.png', mimeType: 'image/png', data: base64 });
 * // then { …, attachmentIds: [attachment.id] }
 */
export const boardMutations = {
  createQna: () =>
    mutationOptions({
      mutationKey: [...boardQueries.all(), 'qna', 'create'],
      mutationFn: (body: QnaInput, { client }) => dataOf(jogakClientOf(client).POST('/main/v1/board/qnas', { body })),
      onSuccess: (_data, _body, _result, { client }) => {
        void invalidateQnas(client);
      },
    }),
  updateQna: () =>
    mutationOptions({
      mutationKey: [...boardQueries.all(), 'qna', 'update'],
      mutationFn: ({ id, ...body }: { id: number } & QnaInput, { client }) =>
        dataOf(jogakClientOf(client).PUT('/main/v1/board/qnas/{id}', { params: { path: { id } }, body })),
      onSuccess: (_data, _input, _result, { client }) => invalidateQnas(client),
    }),
  uploadQnaAttachment: () =>
    mutationOptions({
      mutationKey: [...boardQueries.all(), 'qna', 'attachment', 'upload'],
      mutationFn: (file: UploadFile, { client }) => dataOf(jogakClientOf(client).POST('/main/v1/board/qna-attachments', { body: file })),
    }),
  deleteQna: () =>
    mutationOptions({
      mutationKey: [...boardQueries.all(), 'qna', 'delete'],
      // Deleting an inquiry that is already gone (deleted on another device) has done what was
      // asked: the 404 counts as done, so the screen leaves it instead of asking to try again.
      mutationFn: async (id: number, { client }) => {
        try {
          await dataOf(jogakClientOf(client).DELETE('/main/v1/board/qnas/{id}', { params: { path: { id } } }));
        } catch (error) {
          if (!isNotFoundError(error)) throw error;
        }
      },
      // The deleted inquiry's own page may still be on screen: it is marked stale without asking
      // (the answer would be a 404 under the member's eyes), so a later visit asks and finds it gone.
      onSuccess: (_data, id, _result, { client }) => {
        const deleted = boardQueries.qna(id).queryKey;
        void client.invalidateQueries({ queryKey: deleted, exact: true, refetchType: 'none' });
        void client.invalidateQueries({
          queryKey: [...boardQueries.all(), 'qna'],
          predicate: (query) => query.queryHash !== hashKey(deleted),
        });
      },
    }),
};
