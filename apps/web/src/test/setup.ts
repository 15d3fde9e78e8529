import { configure } from '@testing-library/react';

// Lazily loaded dialogs (the search palette, charts) take longer than the
// default second to appear when the whole suite shares two busy cores; the
// assertions stay the same, they may only wait longer.
configure({ asyncUtilTimeout: 5000 });
