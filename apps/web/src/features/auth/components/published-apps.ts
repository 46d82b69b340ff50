/**
 * The published mobile apps, set when the web app is built (`VITE_ANDROID_APP_URL`,
 * `VITE_IOS_APP_URL`); unset, there is no app to offer, and the login page loads no app links.
 */
export const publishedApps = {
  androidUrl: import.meta.env.VITE_ANDROID_APP_URL || undefined,
  iosUrl: import.meta.env.VITE_IOS_APP_URL || undefined,
};
