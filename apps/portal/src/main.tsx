import { render } from 'preact';
import { Shell } from './shell';
import './styles.css';
import './accounts.css';

render(<Shell />, document.getElementById('root')!);
