// placeholder until the terminal layer lands
