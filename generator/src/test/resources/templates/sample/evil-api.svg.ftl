${map?api.getClass().getName()}
