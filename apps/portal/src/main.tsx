import { render } from 'preact';
import { Shell } from './shell';
import './styles.css';

render(<Shell />, document.getElementById('root')!);
