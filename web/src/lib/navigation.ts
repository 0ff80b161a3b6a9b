// Lets non-React code (the API client) navigate with the router once the app has registered it.
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigator(navigate: Navigate): () => void {
  navigateImpl = navigate;
  return () => {
    navigateImpl = (to) => window.location.assign(to);
  };
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
