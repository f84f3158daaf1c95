import { imageTask } from './image.js';

/** Soybean leaf disease: the small web-collected set plus the Embrapa rust close-ups. */
export const soybeanLeafTask = imageTask({
  name: 'soybean-leaf',
  title: 'Soybean leaf disease from a photo',
  sources: [
    {
      dir: 'soybean-leaf-disease',
      labels: {
        'Bacterial Pustule': 'Bacterial Pustule',
        'Frogeye Leaf Spot': 'Frogeye Leaf Spot',
        Healthy: 'Healthy',
        'Phytopthora Root and Stem Rot': 'Phytophthora Root and Stem Rot',
      },
    },
    { dir: 'soybean-leaf-disease-2', labels: { Soybean_rust: 'Soybean Rust' } },
  ],
  classOrder: ['Bacterial Pustule', 'Frogeye Leaf Spot', 'Healthy', 'Phytophthora Root and Stem Rot', 'Soybean Rust'],
  licence:
    'soybean-leaf-disease: not stated (web-collected images, several with Bugwood/forestryimages stamps); soybean-leaf-disease-2: MIT as stated in its README (no LICENSE file in the repository)',
  citation:
    'itsmayurmore/Soyabean-Disease-Detection, Dataset/images/ (commit fa3105e4defc5a026abbb704e3be705b492837f6); ASRDNet dataset of Asian soybean rust close-ups supplied by Embrapa (Prograf-UFF/asrdnet_dataset, original_images/, commit 1c8688520a0c7323fcc86dfa8fab932e7e5d50ac)',
  dataNotes: [
    "The source folder 'Phytopthora Root and Stem Rot' is labelled 'Phytophthora Root and Stem Rot' (the pathogen's spelling); 'Soybean_rust' is 'Soybean Rust'.",
  ],
  caveats: [
    'Prototype quality: 119 photos in all, so the held-out split has about 24 photos and its accuracy interval is wide. The photos are web-collected (the Healthy class is stock photos, the Phytophthora photos show stems and roots, not leaves) and every rust photo is an Embrapa macro close-up of a leaf surface, so the model can tell the sources apart by their look rather than by the disease. Do not rely on it for farm decisions; retrain on field photos when there are some.',
  ],
  defaultSeed: 42,
});
