/** Leaves the app for an external page in the same tab (the payment page), as a link would. */
export const goToExternalPage = (url: string): void => {
  window.location.assign(url);
};
