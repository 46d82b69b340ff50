import {
  ActiveSubscriptionListAnswerSchema,
  PlanListAnswerSchema,
  SubscriptionCancelAnswerSchema,
  SubscriptionCaptureAnswerSchema,
  SubscriptionStartAnswerSchema,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every query key of the subscriptions page, one factory. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  active: (userId: number) => [...subscriptionKeys.all, 'active', userId] as const,
};

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: () => apiFetch('paypal/piani', PlanListAnswerSchema),
  });

export const activeSubscriptionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.active(userId),
    queryFn: async () =>
      (await apiFetch(`sottoscrizioni/${userId}`, ActiveSubscriptionListAnswerSchema)).data,
  });

/** Creates the PayPal subscription and answers PayPal's approval page. */
export function startSubscription(planid: number) {
  return apiFetch('paypal/subscription', SubscriptionStartAnswerSchema, { method: 'POST', body: { planid } });
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
    }) => apiFetch('paypal/order/capture', SubscriptionCaptureAnswerSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`paypal/subscription/${id}/cancel`, SubscriptionCancelAnswerSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
