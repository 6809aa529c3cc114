import numpy as np


def random_legal(rng: np.random.Generator, mask: np.ndarray) -> int:
    """A uniformly random legal action."""
    return int(rng.choice(np.flatnonzero(mask)))
