import '@croupier/web-kit/test-setup';
import { configure } from '@testing-library/react';

// CI shares two cores between test workers: lazy pages can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
