/**
 * The props that have a value, for spreading on a Radix part: a part takes a present `value` or
 * `checked` for a controlled one, so a prop the caller left out stays out instead of arriving as
 * undefined.
 */
export function definedProps<TProps extends Record<string, unknown>>(props: TProps): Partial<TProps> {
  const defined: Partial<TProps> = {};
  for (const key of Object.keys(props) as Array<keyof TProps>) {
    if (props[key] !== undefined) defined[key] = props[key];
  }
  return defined;
}
