/** Whether an idle session must log out (idle for more than `idleLimitSeconds`). */
export function isIdleExpired(lastActivity: Date, now: Date, idleLimitSeconds: number): boolean {
  return now.getTime() - lastActivity.getTime() > idleLimitSeconds * 1000;
}
