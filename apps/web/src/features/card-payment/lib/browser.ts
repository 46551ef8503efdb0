/** Full-page moves (to the bank, or home with a reload): one seam the tests can watch. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
