// jsdom has no layout: scrolling is a no-op there, not an error.
window.scrollTo = () => {};

// CI shares two cores between test workers: lazy chunks and suspended catalogues can take
// longer than Testing Library's default second to appear.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
