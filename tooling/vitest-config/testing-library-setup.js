// Added by the preset to every package that has Testing Library (see index.js), so findBy* and
// waitFor wait for their outcome as long as the rest of the suite does.
import { configure } from '@testing-library/dom';
import { ASYNC_UTIL_TIMEOUT_MS } from './timeouts.js';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
