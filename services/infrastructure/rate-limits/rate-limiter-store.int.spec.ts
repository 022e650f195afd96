import { describeRateLimiterStoreContract } from './rate-limiter-store.contract.js';
import { memoryRateLimiterStore } from './rate-limiter-store.js';

describeRateLimiterStoreContract('memory', memoryRateLimiterStore);
