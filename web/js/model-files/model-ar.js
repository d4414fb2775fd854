// The Arabic model's weights file (models/storybook-ar.apm, made by
// ./build.sh model ar), as a part of its own: its bytes, which the model's
// module reads with loadModel({ file }) (element/model-bridge.js). The build
// inlines the file (esbuild's binary loader); nothing here runs but that.
import file from '../../../models/storybook-ar.apm';

export default file;
