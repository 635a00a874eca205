# build step__import__('os').system('id')
