import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';
import { accountQueries } from './account-queries';
import { marketQueries } from './market-queries';

export type OrderListParams = NonNullable<operations['listOrders']['parameters']['query']>;

/**
 * Query options for the member's orders.
 *
 * @example
 * const { data } = useQuery(orderQueries.list({ stockCd: 'JG0001', status: 'OPEN' }));
 */
export const orderQueries = {
  all: () => ['order'] as const,
  list: (params: OrderListParams = {}) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', params] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/orders', { params: { query: params }, signal })),
    }),
};

/**
 * An order changes the orders, the account (cash, holdings) and the market (book, quote). The
 * reloads are started, not waited for: the order is placed once the server accepts it, and a
 * sheet still saying 주문하는 중 through the reloads' retries invites a second, real order.
 */
const afterOrderChange = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: orderQueries.all() });
  void client.invalidateQueries({ queryKey: accountQueries.all() });
  void client.invalidateQueries({ queryKey: marketQueries.all() });
};

/**
 * Mutations on orders: place, cancel one, cancel all unfilled. Each resolves with the server's
 * answer and starts the order, account and market reloads behind it.
 *
 * @example
 * const place = useMutation(orderMutations.place());
 * place.mutate({ stockCd: 'JG0001', side: 'buy', inputPrice: 5_050, inputNumber: 10, unsuitableConfirmYn: 'Y' });
 */
export const orderMutations = {
  place: () =>
    mutationOptions({
      mutationKey: [...orderQueries.all(), 'place'],
      mutationFn: (body: components['schemas']['PlaceOrderRequest'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/orders', { body })),
      onSuccess: (_data, _body, _result, { client }) => afterOrderChange(client),
    }),
  cancel: () =>
    mutationOptions({
      mutationKey: [...orderQueries.all(), 'cancel'],
      mutationFn: (orderNo: string, { client }) =>
        dataOf(jogakClientOf(client).DELETE('/main/v1/orders/{orderNo}', { params: { path: { orderNo } } })),
      onSuccess: (_data, _orderNo, _result, { client }) => afterOrderChange(client),
    }),
  cancelAll: () =>
    mutationOptions({
      mutationKey: [...orderQueries.all(), 'cancel-all'],
      mutationFn: (body: components['schemas']['CancelAllOrdersRequest'], { client }) =>
        dataOf(jogakClientOf(client).POST('/main/v1/orders/cancel-all', { body })),
      onSuccess: (_data, _body, _result, { client }) => afterOrderChange(client),
    }),
};
