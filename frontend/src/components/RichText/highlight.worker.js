import { answerRequests } from '../offThread';
import { highlightTree } from './highlightTree';

/** Highlights code off the page's thread: `{code, language}` in, the highlighted tree out. */
answerRequests(({ code, language }) => highlightTree(code, language));
