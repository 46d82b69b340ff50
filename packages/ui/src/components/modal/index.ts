export { Modal, type ModalProps } from './modal.tsx';
