// jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The functions run on Node 22 on AWS; the SDK's warning about this machine's Node 20 is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// The business metrics' EMF lines are no test output; the observability tests turn them on for themselves.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
