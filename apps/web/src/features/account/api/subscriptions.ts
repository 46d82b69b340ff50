import { subscriptionOperations } from '@cartella/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Every query key of the subscriptions page, one factory. */
const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  active: (userId: number) => [...subscriptionKeys.all, 'active', userId] as const,
};

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: () => apiClient.call(subscriptionOperations.plans),
  });

export const activeSubscriptionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.active(userId),
    queryFn: async () =>
      (await apiClient.call(subscriptionOperations.active, { params: { id_utente: userId } })).data,
  });

/** Creates the PayPal subscription and answers PayPal's approval page. */
export function startSubscription(planid: number) {
  return apiClient.call(subscriptionOperations.start, { body: { planid } });
}

/** The capture after PayPal sent the browser back: a granted licence changes every permission. */
export function useCaptureSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      orderId: string;
      subscriptionId: string;
      id_utente: number;
      email: string;
      planid: number;
    }) => apiClient.call(subscriptionOperations.capture, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(subscriptionOperations.cancel, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
