import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersFile, nginxServerBlock} from '../../hosting/host-config';
import {HEADERS_FILE, NGINX_FILE} from '../../hosting/serving-rules';
import {inlineScriptHashes} from '../../hosting/inline-scripts';
import {securityHeaders, type PolicyOptions} from '../../hosting/policy';

export type HostingOptions = Omit<PolicyOptions, 'scriptHashes'>;

/**
 * After a production build, hashes the inline scripts of every page and
 * writes the security headers, with the serving rules every host should
 * follow (src/hosting/serving-rules.ts), as `_headers` and as an nginx server
 * block into the build folder, so the policy always matches the HTML it ships
 * with.
 */
export default function hostingPlugin({outDir}: LoadContext, options: HostingOptions): Plugin {
  return {
    name: 'hosting',
    async postBuild() {
      const headers = securityHeaders({...options, scriptHashes: await inlineScriptHashes(outDir)});
      await Promise.all([
        writeFile(path.join(outDir, HEADERS_FILE), headersFile(headers)),
        writeFile(path.join(outDir, NGINX_FILE), nginxServerBlock(headers)),
      ]);
    },
  };
}
