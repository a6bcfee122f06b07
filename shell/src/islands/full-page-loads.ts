import { createContext, useContext } from 'react';

/**
 * True on a page served as islands (decision 59): the page around an island is the server's HTML, so a
 * change it cannot make in place (another page, another language) is a page load, which the server renders.
 */
export const FullPageLoads = createContext(false);

export const useFullPageLoads = () => useContext(FullPageLoads);
