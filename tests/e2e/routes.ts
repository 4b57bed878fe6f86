// The doc routes of the spec (section 2), exactly as written there, with the
// file each one comes from.
export const DOC_ROUTES: { route: string; file: string }[] = [
  ['/docs/development_tool/', 'development_tool/index'],
  ['/docs/development_tool/docker', 'development_tool/docker'],
  ['/docs/development_tool/git', 'development_tool/git'],
  ['/docs/machine_learning/', 'machine_learning/index'],
  ['/docs/machine_learning/neural_network', 'machine_learning/neural_network'],
  ['/docs/machine_learning/neural_network/neural_network_basics', 'machine_learning/neural_network/neural_network_basics'],
  ['/docs/machine_learning/neural_network/neural_network_framework', 'machine_learning/neural_network/neural_network_framework'],
  ['/docs/machine_learning/traditional_algorithm', 'machine_learning/traditional_algorithm'],
  ...['decision_tree', 'k_means', 'k_proximity', 'linear_regression', 'logistic_regression', 'random_forest'].map((p) => [
    `/docs/machine_learning/traditional_algorithm/${p}`,
    `machine_learning/traditional_algorithm/${p}`,
  ]),
  ['/docs/model-application/', 'model-application/index'],
  ['/docs/model-application/langchain/', 'model-application/langchain/index'],
  ...['agent-tools', 'core-concepts', 'rag-system'].map((p) => [`/docs/model-application/langchain/${p}`, `model-application/langchain/${p}`]),
  ['/docs/model-application/langgraph/', 'model-application/langgraph/index'],
  ...['basic-flow', 'multi-agent'].map((p) => [`/docs/model-application/langgraph/${p}`, `model-application/langgraph/${p}`]),
  ['/docs/model-application/langsmith/', 'model-application/langsmith/index'],
  ['/docs/opencv/', 'opencv/index'],
  ...['basic-operations', 'basics', 'feature-extraction', 'image-processing-advanced', 'image-processing-basics'].map((p) => [
    `/docs/opencv/${p}`,
    `opencv/${p}`,
  ]),
  ['/docs/programming-languages/', 'programming-languages/index'],
  ['/docs/programming-languages/python', 'programming-languages/python'],
  ['/docs/programming-languages/python/python-advanced', 'programming-languages/python/python-advanced'],
  ['/docs/programming-languages/python/python-basics', 'programming-languages/python/python-basics'],
].map(([route, file]) => ({ route, file: `content/docs/${file}.mdx` }));
