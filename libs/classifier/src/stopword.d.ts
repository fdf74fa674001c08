declare module 'stopword' {
  // Only the lists used here; the package has 60 more and functions, unused.
  export const eng: string[];
  export const fra: string[];
  export const spa: string[];
}
