import {ensureChromium} from './browser';

ensureChromium();
