"""A random agent on both APIs: a PettingZoo game between two random players, a
4-player Commander game, then Gymnasium games against the built-in random agent.

    python python/examples/random_agent.py
"""

import numpy as np

import manaweave


def pettingzoo_game(seed: int, **table) -> dict:
    """One game of random players; ``table``: ``format``, ``players``, ``decks``."""
    env = manaweave.env(seed=seed, **table)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = {agent: 0.0 for agent in env.possible_agents}
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            steps += 1
        env.step(action)
    return {"rewards": totals, "decisions": steps}


def gymnasium_games(n: int, seed: int) -> float:
    env = manaweave.gym_env(opponent="random")
    rng = np.random.default_rng(seed)
    wins = 0
    obs, info = env.reset(seed=seed)
    for _ in range(n):
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        wins += reward > 0
        obs, info = env.reset()
    return wins / n


if __name__ == "__main__":
    print("PettingZoo game:", pettingzoo_game(seed=1))
    print("PettingZoo 4-player Commander game:", pettingzoo_game(seed=1, format="commander", players=4))
    print("Gymnasium, random vs random, win rate over 20 games:", gymnasium_games(20, seed=1))
