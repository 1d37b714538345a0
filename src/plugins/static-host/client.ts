import {createRoot} from 'react-dom/client';
import {htmlIsFirstPage} from '../../hosting/first-load';

// Core's entry renders into an existing root instead of hydrating the container.
if (typeof window !== 'undefined' && !htmlIsFirstPage) {
  window.docusaurusRoot = createRoot(document.getElementById('__docusaurus')!);
}
