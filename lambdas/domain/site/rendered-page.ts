// A post's or a product's page as the regeneration rendered it (regenerate.ts), for its page
// function to answer with; undefined until it has been rendered.

import { renderedPageKey } from '../../../common/site-build/rendered-pages';
import { readSiteFile } from '../../runtime/site-files';

export function renderedPage(path: string): Promise<string | undefined> {
  return readSiteFile(renderedPageKey(path));
}
