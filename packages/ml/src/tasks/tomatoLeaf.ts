import { imageTask } from './image.js';

/** Tomato leaf disease: a PlantVillage subset of 5 diseases. */
export const tomatoLeafTask = imageTask({
  name: 'tomato-leaf',
  title: 'Tomato leaf disease from a photo',
  sources: [
    {
      dir: 'tomato-leaf-disease',
      labels: {
        Early_blight: 'Early Blight',
        Late_blight: 'Late Blight',
        Leaf_Mold: 'Leaf Mold',
        Septoria_leaf_spot: 'Septoria Leaf Spot',
        Yellow_Leaf_Curl_Virus: 'Yellow Leaf Curl Virus',
      },
    },
  ],
  classOrder: ['Early Blight', 'Late Blight', 'Leaf Mold', 'Septoria Leaf Spot', 'Yellow Leaf Curl Virus'],
  licence:
    'not stated for the images (the source repository says MIT for its project, has no LICENSE file and says nothing about the images; they are original PlantVillage photos)',
  citation:
    'Hughes & Salathé, "An open access repository of images on plant health to enable the development of mobile disease diagnostics", arXiv:1511.08060 (2015) (PlantVillage); via Krish190904/tomato-leaf-disease, dataset/lab/ (commit c24bef1e9c5eba6a3e0d916ec06e5d23820abeec)',
  dataNotes: [],
  caveats: [
    'PlantVillage photos are single leaves on a plain background in the lab, and the set holds several photos of the same leaf, so the held-out figure is optimistic for field photos (other leaves, soil and sky in the frame, other light).',
    'There is no healthy class in the source: a healthy leaf is answered with one of the 5 diseases (the confidence and the out-of-distribution check are the only guard).',
  ],
  defaultSeed: 42,
});
