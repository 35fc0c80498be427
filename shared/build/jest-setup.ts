import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default, too soon when CI runs builds beside the tests.
configure({ asyncUtilTimeout: 5_000 });
