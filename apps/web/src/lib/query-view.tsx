import type { ReactNode } from 'react';

/** The part of a TanStack query result that says whether its data has come. */
interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

export interface QueryStatusProps {
  query: QueryState;
  /** Announced while the query loads; without it nothing shows until the data comes. */
  loading?: string;
}

/** What a list shows while its query loads or after it failed; nothing once it has data. */
export function QueryStatus({ query, loading }: QueryStatusProps) {
  if (query.isPending)
    return loading === undefined ? null : (
      <p role="status" className="font-semibold text-brand">
        {loading}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {query.error?.message}
      </p>
    );
  return null;
}

export interface QueryViewProps<Data> extends QueryStatusProps {
  query: QueryState & { data: Data | undefined };
  /** What the data shows as, once it has come. */
  children: (data: Data) => ReactNode;
}

/** A query's data shown through `children` once it has come; its QueryStatus before that. */
export function QueryView<Data>({ query, loading, children }: QueryViewProps<Data>) {
  if (query.isPending || query.isError || query.data === undefined)
    return <QueryStatus query={query} loading={loading} />;
  return <>{children(query.data)}</>;
}
