import { jogakConfig } from '@jogak/eslint-config';

export default jogakConfig({ dir: import.meta.dirname });
