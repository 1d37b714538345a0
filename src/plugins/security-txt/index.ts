import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SECURITY_TXT_PATH, securityTxt} from './securityTxt';

export interface SecurityTxtPluginOptions {
  contact: string;
  policyPath: string;
}

/** Writes /.well-known/security.txt on each build, so its expiry date moves with every deploy. */
export default function securityTxtPlugin(
  {outDir, siteConfig}: LoadContext,
  {contact, policyPath}: SecurityTxtPluginOptions,
): Plugin {
  return {
    name: 'security-txt',
    async postBuild() {
      const file = path.join(outDir, SECURITY_TXT_PATH);
      await mkdir(path.dirname(file), {recursive: true});
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      await writeFile(file, securityTxt({contact, siteUrl, policyPath, builtAt: new Date()}));
    },
  };
}
