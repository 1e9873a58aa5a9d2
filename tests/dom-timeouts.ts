import { configure } from '@testing-library/dom';

// `findBy…`/`waitFor` wait for what a user would see; a lazy screen's chunk on a loaded
// two-core machine can take longer than the 1 s default. A passing check returns at once.
configure({ asyncUtilTimeout: 5000 });
