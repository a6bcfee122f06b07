// The shell loads this remote's pages; built alone it renders nothing.
export {};
