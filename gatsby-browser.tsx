import 'katex/dist/katex.min.css';
import './src/styles/global.css';
