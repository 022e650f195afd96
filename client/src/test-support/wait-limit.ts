import { configure } from '@testing-library/react';

// waitFor and findBy wait for a condition; like the test's own timeout (test/jest.config.cjs), their limit only catches a hang.
configure({ asyncUtilTimeout: 60_000 });
