import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on the shared two-core CI machine a lazily imported page or a
// validation pass took longer than that under load (RegisterFormPage failed so once). Waiting longer for what must
// come does not hide a bug: what never comes still fails. Only `npm test` uses it: under mutation testing every
// mutant caught by a findBy would wait the longer time out.
configure({ asyncUtilTimeout: 3000 });
