export default import.meta.glob('./*.json', { eager: true, import: 'default' });
