import '../styles.css';
