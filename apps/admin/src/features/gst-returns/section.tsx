import GstReturnsPage from './gst-returns-page';

export default GstReturnsPage;
