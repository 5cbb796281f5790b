${thing.class.name}
